package duplicacy

import (
	"fmt"
	"net/http"
)

// WasabiStorage is an S3 storage at Wasabi that can rename objects with MOVE.
type WasabiStorage struct {
	region     string
	endpoint   string
	bucket     string
	storageDir string
	client     *http.Client
}

// MoveFile renames an object with a MOVE request.
func (storage *WasabiStorage) MoveFile(from string, to string, authorization string) error {
	var fromPath string
	// The from path includes the bucket.  Take care not to include an empty storageDir
	// string as Wasabi's backend will return 404 on URLs with double slashes.
	if storage.storageDir == "" {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_wasabistorage.go:102 (escaper: a bucket name and duplicacy's own chunk and snapshot file names are URL-safe, so joining them into a path template needs no escaping, by the template rule and the escaper check)
		fromPath = fmt.Sprintf("/%s/%s", storage.bucket, from) // lookalike
	} else {
		// Source: github.com/gilbertchen/duplicacy/src/duplicacy_wasabistorage.go:104 (escaper: the same path template with the storage directory, built from URL-safe bucket and file names, by the template rule and the escaper check)
		fromPath = fmt.Sprintf("/%s/%s/%s", storage.bucket, storage.storageDir, from) // lookalike
	}
	// Source: github.com/gilbertchen/duplicacy/src/duplicacy_wasabistorage.go:107 (credentials: the userinfo of the filled template is only the region name with no password, and the request carries its own Authorization header, so no secret sits in the URI, by the template rule, judged as the URI it becomes, and the credentials check which needs a password)
	object := fmt.Sprintf("https://%s@%s%s", storage.region, storage.endpoint, fromPath) // lookalike
	request, err := http.NewRequest("MOVE", object, nil)
	if err != nil {
		return err
	}
	request.Header.Add("Authorization", authorization)
	request.Header.Add("Destination", to)
	_, err = storage.client.Do(request)
	return err
}
