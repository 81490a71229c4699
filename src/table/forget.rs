//! A person's data is theirs: forgetting them, through the table service (a front end's
//! `/ribs forget`) or straight on a database file (the operator's `ribs forget`).
//!
//! The store does the work in one transaction ([`crate::store::Store::forget`]): the
//! person's id and every name they played under give way to an anonymous "former player"
//! of their own, their results and ratings stay (so that everyone else's stand exactly as
//! they were) and no board shows them again. It is refused while they sit at an open
//! table, which still needs who they are.

use super::{Forgotten, TableError, UserId};
use crate::store::{Store, StoreError};

/// Forgets `user` in the database named by `database` (a `sqlite:` URL or a file's path),
/// which must exist: the operator's door, for a bot stopped or running (SQLite serialises
/// the two writers; the store refuses while the person sits at a table the bot has open).
///
/// # Errors
/// [`TableError::AtOpenTable`]; a missing or unreadable database
/// ([`TableError::Store`], naming the file).
pub async fn forget_in(database: &str, user: UserId) -> Result<Forgotten, TableError> {
    let store = Store::open_existing(database)
        .await
        .map_err(TableError::Store)?;
    let forgotten = forget(&store, user).await;
    store.close().await;
    forgotten
}

/// Forgets `user` in `store`, with the refusal said as the table service says it.
pub(super) async fn forget(store: &Store, user: UserId) -> Result<Forgotten, TableError> {
    let forgotten = store.forget(user).await.map_err(refused)?;
    tracing::info!(matches = forgotten.matches, "a person was forgotten");
    Ok(forgotten)
}

/// Whether `user` may be forgotten now in `store`: the refusal [`forget`] would give, said
/// before anything is asked of them.
pub(super) async fn may_forget(store: &Store, user: UserId) -> Result<(), TableError> {
    store.forget_refusal(user).await.map_err(refused)
}

/// A store's refusal, as the table service says it.
fn refused(e: StoreError) -> TableError {
    match e {
        StoreError::AtOpenTable {
            table,
            place,
            invited,
        } => TableError::AtOpenTable {
            table,
            place,
            invited,
        },
        e => e.into(),
    }
}
