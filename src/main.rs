fn main() -> std::process::ExitCode {
    ribs::cli::main()
}
