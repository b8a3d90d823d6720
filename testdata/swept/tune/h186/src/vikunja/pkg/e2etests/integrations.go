// Package e2etests rewrites the cases of code.vikunja.io/api/pkg/e2etests, the helpers of its end to end tests.
package e2etests

import (
	"net/http/httptest"
	"net/url"
	"strings"
)

// createRequest builds an httptest request, mirroring webtests.createRequest
func createRequest(method string, payload string, queryParam url.Values) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, "/", strings.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	// Source: code.vikunja.io/api/pkg/e2etests/integrations.go:110 (escaper: url.Values.Encode is the right escaper for the raw query of the test request)
	req.URL.RawQuery = queryParam.Encode() // lookalike
	return httptest.NewRecorder()
}
