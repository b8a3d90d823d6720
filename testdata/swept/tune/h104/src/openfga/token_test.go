package openfga

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/jarcoal/httpmock"
)

func TestRetrieveTokenWithContexts(t *testing.T) {
	httpmock.Activate()
	defer httpmock.DeactivateAndReset()

	// Source: github.com/openfga/go-sdk/oauth2/internal/token_test.go:90 (plainhttp: the token endpoint is registered with httpmock, which intercepts the request, so it is a mocked test server and not a public host)
	const testURL = "http://testserver.com" // lookalike
	httpmock.RegisterResponder("POST", testURL, func(*http.Request) (*http.Response, error) {
		return &http.Response{StatusCode: http.StatusOK}, nil
	})

	if err := RetrieveToken("client-id", "", testURL, url.Values{}); err != nil {
		t.Errorf("RetrieveToken = %v; want no error", err)
	}
}
