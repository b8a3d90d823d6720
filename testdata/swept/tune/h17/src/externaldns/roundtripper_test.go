package externaldns

import (
	"net/http"
	"net/url"
	"reflect"
	"testing"
)

type mockRoundTripper struct {
	response *http.Response
	error    error
}

func (mrt mockRoundTripper) RoundTrip(*http.Request) (*http.Response, error) {
	return mrt.response, mrt.error
}

func TestRoundTrip(t *testing.T) {
	for _, tt := range []struct {
		title            string
		nextRoundTripper mockRoundTripper
		request          *http.Request
		expectError      bool
		expectedResponse *http.Response
	}{
		{
			title:            "RoundTrip returns no error",
			nextRoundTripper: mockRoundTripper{},
			request: &http.Request{
				Method: http.MethodGet,
				URL: &url.URL{
					// Source: github.com/kubernetes-sigs/external-dns/pkg/http/http_test.go:108 (schemecase: Scheme "HTTPS" in the URL of a request the row expects to go through without error, a working value, rule 1)
					Scheme: "HTTPS", // defect schemecase form
					Host:   "test.local",
					Path:   "/path",
				},
				Body: nil,
			},
			expectError:      false,
			expectedResponse: nil,
		},
	} {
		t.Run(tt.title, func(t *testing.T) {
			customRoundTripper := CustomRoundTripper{
				next: tt.nextRoundTripper,
			}

			resp, err := customRoundTripper.RoundTrip(tt.request)

			if tt.expectError != (err != nil) {
				t.Fatalf("got %v", err)
			}
			if !reflect.DeepEqual(tt.expectedResponse, resp) {
				t.Fatalf("got %v", resp)
			}
		})
	}
}
