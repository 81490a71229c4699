//! Rebuilds the crate when a migration or a message file is added or changed:
//! `sqlx::migrate!` embeds the files of `migrations/`, and fluent-templates those of
//! `locales/`, at compile time, and cargo does not watch them otherwise.

fn main() {
    println!("cargo:rerun-if-changed=migrations");
    println!("cargo:rerun-if-changed=locales");
}
