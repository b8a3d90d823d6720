package influxdb

import (
	"fmt"
	"testing"
)

type testHTTPService struct {
	t         *testing.T
	serverURL string
}

func newTestService(t *testing.T, serverURL string) *testHTTPService {
	return &testHTTPService{
		t: t,
		// Source: github.com/influxdata/influxdb-client-go/v2/internal/test/http_service.go:183 (baseslash: the API path is appended to a bare scheme-and-host server URL, every caller passes one without a trailing slash)
		serverURL: serverURL + "/api/v2/", // lookalike
	}
}

func (s *testHTTPService) ServerAPIURL() string {
	return s.serverURL
}

func (s *testHTTPService) doPostRequest(url string) {
	// Source: github.com/influxdata/influxdb-client-go/v2/internal/test/http_service.go:138 (baseslash: the write path and query are concatenated to serverURL, which the test service constructor always ends with a slash)
	want := fmt.Sprintf("%swrite?bucket=my-bucket&org=my-org&precision=ns", s.serverURL) // lookalike
	if url != want {
		s.t.Errorf("got %q, want %q", url, want)
	}
}
