//! A desk's phone-upload links on both backends: open, a photo received
//! and replaced, closed when the inspection is recorded, expired after
//! their minutes; a closed or expired link keeps nothing.

use armoury_records::{PhotoPolicy, StoredPhoto, UPLOAD_FOR, UploadLink};

use crate::common::db::on_both_backends;

fn photo(width: u32) -> StoredPhoto {
    StoredPhoto {
        jpeg: vec![0xFF, 0xD8, 0xFF, 0xE0, width as u8],
        width,
        height: 10,
    }
}

on_both_backends! {
fn a_link_takes_photos_until_it_is_closed_or_expires(database) {
    let store = database.open();
    let event = store.current_event().unwrap();
    assert_eq!(event.photos, PhotoPolicy::Off);
    assert_eq!(store.set_event_photos(&event.id, PhotoPolicy::Required).unwrap().photos, PhotoPolicy::Required);
    assert_eq!(store.announce_page_url(&event.id, "http://10.0.0.2:8080").unwrap().page_url.as_deref(), Some("http://10.0.0.2:8080"));

    let now = 1_800_000_000;
    let token = store.open_photo_upload(&event.id, "desk 1", now).unwrap();
    assert_eq!(token.len(), 32);
    let open = UploadLink::Open { expires_at: now + UPLOAD_FOR, received: false };
    assert_eq!(store.photo_upload_link(&token, now).unwrap(), open);
    assert!(store.uploaded_photo(&token).unwrap().is_none());
    assert!(matches!(store.receive_photo_upload(&token, &photo(20), now + 1).unwrap(), UploadLink::Open { received: true, .. }));
    assert!(matches!(store.receive_photo_upload(&token, &photo(30), now + 2).unwrap(), UploadLink::Open { received: true, .. }));
    assert_eq!(store.uploaded_photo(&token).unwrap(), Some(photo(30)));
    // Not a JPEG: refused by the store too, the one kept stays.
    let bad = StoredPhoto { jpeg: b"GIF89a".to_vec(), width: 1, height: 1 };
    assert!(store.receive_photo_upload(&token, &bad, now + 3).is_err());
    assert_eq!(store.uploaded_photo(&token).unwrap(), Some(photo(30)));

    store.close_photo_upload(&token).unwrap();
    assert_eq!(store.photo_upload_link(&token, now + 4).unwrap(), UploadLink::Closed);
    assert_eq!(store.receive_photo_upload(&token, &photo(40), now + 4).unwrap(), UploadLink::Closed);
    assert!(store.uploaded_photo(&token).unwrap().is_none());

    // The last second of its minutes, and the first after them.
    let late = store.open_photo_upload(&event.id, "desk 1", now).unwrap();
    assert!(matches!(store.photo_upload_link(&late, now + UPLOAD_FOR - 1).unwrap(), UploadLink::Open { .. }));
    assert_eq!(store.photo_upload_link(&late, now + UPLOAD_FOR).unwrap(), UploadLink::Expired);
    assert_eq!(store.receive_photo_upload(&late, &photo(50), now + UPLOAD_FOR).unwrap(), UploadLink::Expired);
    assert!(store.uploaded_photo(&late).unwrap().is_none());
    assert_eq!(store.photo_upload_link("0123456789abcdef0123456789abcdef", now).unwrap(), UploadLink::Unknown);
    assert!(store.open_photo_upload("no-such-event", "desk 1", now).is_err());
}
}
