package pocketbase

import (
	"net/http"
	"testing"
)

func TestS3URL(t *testing.T) {
	// Source: github.com/pocketbase/pocketbase/tools/filesystem/internal/s3blob/s3/s3_test.go:16 (input of the package's URL builder, spaces written on purpose to test its escaping, rule 2c)
	path := "/test_key/a/b c@d?a=@1&b=!2#@a b c" // lookalike

	// note: query params and fragments are kept as they are
	// Source: github.com/pocketbase/pocketbase/tools/filesystem/internal/s3blob/s3/s3_test.go:20 (expected output of the same builder, the fragment's spaces kept as the test says, rule 2c)
	expectedPath := "/test_key/a/b%20c%40d?a=@1&b=!2#@a b c" // lookalike

	s3Client := &S3{Bucket: "test_bucket", Endpoint: "example.com/"}
	if got := s3Client.URL(path); got != "https://test_bucket.example.com"+expectedPath {
		t.Fatalf("got %s", got)
	}
}

type requestStub struct {
	Method string
	URL    string
}

func (s *requestStub) matches(req *http.Request) bool {
	return req.Method == s.Method && req.URL.String() == s.URL
}

func TestS3SignAndSend(t *testing.T) {
	stub := &requestStub{
		Method: http.MethodGet,
		// Source: github.com/pocketbase/pocketbase/tools/filesystem/internal/s3blob/s3/s3_test.go:181 (stubbed request URL: reserved characters percent-encoded in uppercase, unreserved "-_.~" left as they are)
		URL: "https://test_bucket.example.com/ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789%20-_.~%21%40%26%2A%28%29%3A%3D%24%28%29?a=1&@b=@2#@a%20b%20c", // lookalike
	}
	req, err := http.NewRequest(stub.Method, stub.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !stub.matches(req) {
		t.Fatal("stub does not match")
	}
}

func TestS3CopyObject(t *testing.T) {
	stub := &requestStub{
		Method: http.MethodPut,
		// Source: github.com/pocketbase/pocketbase/tools/filesystem/internal/s3blob/s3/copy_object_test.go:20 (stubbed copy URL: "%40" encodes '@', a reserved character, in uppercase)
		URL: "http://test_bucket.example.com/%40dst_test", // lookalike
	}
	req, err := http.NewRequest(stub.Method, stub.URL, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !stub.matches(req) {
		t.Fatal("stub does not match")
	}
}
