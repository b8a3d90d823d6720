package fakegcs

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

// Source: github.com/fsouza/fake-gcs-server/fakestorage/object_test.go:2578 (object name, a constant without spaces, escaped with url.QueryEscape into the object path)
func TestPatchRetention(t *testing.T) {
	const bucketName = "test-bucket"
	const objectName = "test-object"
	server := httptest.NewServer(http.NotFoundHandler())
	defer server.Close()

	req, err := http.NewRequest(http.MethodPatch,
		fmt.Sprintf("%s/storage/v1/b/%s/o/%s", server.URL, bucketName, url.QueryEscape(objectName)), // lookalike
		strings.NewReader(`{"retention":{"mode":"Unlocked"}}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	resp, err := server.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
}
