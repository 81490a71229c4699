//! Wording shared by the front ends (Discord and the terminal): a leaf module, imported by
//! any layer that talks to people.

/// `1 match`, `2 matches`, `0 matches`.
pub fn plural(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(super::plural(1u32, "match", "matches"), "1 match");
        assert_eq!(super::plural(0u32, "match", "matches"), "0 matches");
        assert_eq!(super::plural(2u32, "hand win", "hand wins"), "2 hand wins");
    }
}
