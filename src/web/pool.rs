//! A few open stores shared by the request handlers.
//!
//! A [`Store`] is one connection and is used by one thread at a time, so
//! the server keeps a handful and runs each query on tokio's blocking
//! threads ([`Pool::run`]), taking a free store or waiting for the next one
//! in turn; the runtime's own threads never wait for the database, so pages
//! that need none answer while a database call waits (on a server, within
//! its bound). On a file, one more store answers the point read every
//! request makes (the event's referee token, for the session check) on the
//! calling thread ([`Pool::point_read`]): a primary-key read of pages
//! already in memory takes microseconds, less than the hop to a blocking
//! thread and back, and it never waits behind a lookup. On a server that
//! read is a network round trip, so it goes to a blocking thread like the
//! rest. Handlers read, but for logging in and out (a phone's session).

use armoury_records::StoreAddress;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use armoury_records::{RecordsError, Store};

/// Open stores on one database file.
#[derive(Clone)]
pub struct Pool {
    stores: Arc<[Mutex<Store>]>,
    next: Arc<AtomicUsize>,
    /// On a file: the store for point reads on the calling thread.
    point_reads: Option<Arc<Mutex<Store>>>,
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
            point_reads: match location {
                StoreAddress::File(_) => Some(Arc::new(Mutex::new(Store::connect(location)?))),
                StoreAddress::Server(_) => None,
            },
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

    /// Runs `read`, a read of a row or two by key: on a file with the
    /// point-read store on this thread, on a server as [`Pool::run`] does.
    pub async fn point_read<T, F>(&self, read: F) -> Result<T, PoolError>
    where
        T: Send + 'static,
        F: FnOnce(&Store) -> T + Send + 'static,
    {
        match &self.point_reads {
            Some(store) => Ok(read(&store.lock().unwrap_or_else(PoisonError::into_inner))),
            None => self.run(move |store| read(store)).await,
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
