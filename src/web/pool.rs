//! A few open stores shared by the request handlers.
//!
//! A [`Store`] is one SQLite connection and is used by one thread at a
//! time, so the server keeps a handful and runs each query on tokio's
//! blocking threads ([`Pool::run`]), taking a free store or waiting for the
//! next one in turn. One more store answers the point read every request
//! makes (the event's referee token, for the session check) on the calling
//! thread ([`Pool::point_read`]): a primary-key read of pages already in
//! memory takes microseconds, less than the hop to a blocking thread and
//! back, and it never waits behind a lookup. Every handler only reads.

use armoury_records::StoreAddress;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use armoury_records::{RecordsError, Store};

/// Open stores on one database file.
#[derive(Clone)]
pub struct Pool {
    stores: Arc<[Mutex<Store>]>,
    next: Arc<AtomicUsize>,
    point_reads: Arc<Mutex<Store>>,
}

/// The store could not be reached (it panicked mid-query, or the blocking
/// pool is shutting down).
#[derive(Debug, thiserror::Error)]
#[error(transparent)]
pub struct PoolError(#[from] tokio::task::JoinError);

impl Pool {
    /// Opens `size` stores (at least one) for [`Pool::run`], and the one
    /// for [`Pool::point_read`], on the records at `location`.
    pub fn open(location: &StoreAddress, size: usize) -> Result<Pool, RecordsError> {
        let stores = (0..size.max(1))
            .map(|_| Store::connect(location).map(Mutex::new))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Pool {
            stores: stores.into(),
            next: Arc::new(AtomicUsize::new(0)),
            point_reads: Arc::new(Mutex::new(Store::connect(location)?)),
        })
    }

    fn take(&self) -> MutexGuard<'_, Store> {
        for store in self.stores.iter() {
            if let Ok(guard) = store.try_lock() {
                return guard;
            }
        }
        let turn = self.next.fetch_add(1, Ordering::Relaxed) % self.stores.len();
        // A store whose user panicked is still a consistent connection.
        self.stores[turn]
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `read` with the point-read store on this thread. Only for a
    /// read of a row or two by key: anything longer belongs in [`Pool::run`].
    /// On a server the read is a network round trip: the rest of this
    /// thread's tasks move to other threads meanwhile, and the client's own
    /// runtime may run (it cannot inside this one's).
    pub fn point_read<T>(&self, read: impl FnOnce(&Store) -> T) -> T {
        let store = self
            .point_reads
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        match store.address() {
            StoreAddress::Server(_) => tokio::task::block_in_place(|| read(&store)),
            StoreAddress::File(_) => read(&store),
        }
    }

    /// Runs `work` with a store on a blocking thread.
    pub async fn run<T, F>(&self, work: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&mut Store) -> T + Send + 'static,
    {
        let pool = self.clone();
        tokio::task::spawn_blocking(move || work(&mut pool.take()))
            .await
            .map_err(PoolError::from)
    }
}
