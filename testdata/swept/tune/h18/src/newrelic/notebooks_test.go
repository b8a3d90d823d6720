package newrelic

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestGetNotebookContent_InvalidURL exercises the http.NewRequestWithContext
// failure branch by pointing the client at a URL containing a control byte.
// Go's url.Parse rejects it before the request is dispatched.
func TestGetNotebookContent_InvalidURL(t *testing.T) {
	reg, err := Get(US)
	require.NoError(t, err)
	// A NUL byte in the host part triggers url.Parse failure inside
	// http.NewRequestWithContext.
	// Source: github.com/newrelic/newrelic-client-go/pkg/notebooks/notebooks_unit_test.go:353 (syntax: a control byte in the host of a base URL the test names invalid and expects the request to fail on, rule 2a/2b)
	reg.SetBlobServiceBaseURL("http://example\x7f.com") // lookalike
	client := New(reg, "NRAK-TEST")

	_, err = client.GetNotebookContent("org", "guid")
	require.Error(t, err)
}
