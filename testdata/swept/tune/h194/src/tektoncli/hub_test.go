package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go.

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSetURL_TektonHub(t *testing.T) {
	tHub := &tektonHubClient{}
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:11 (port: the Hub API server URL the client is configured with, expected to be accepted, has port 80000 > 65535)
	err := tHub.SetURL("http://localhost:80000") // defect port
	assert.NoError(t, err)

	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:14 (sink: a bare host:port stored as the API server URL that Get passes to http.Get; it parses as scheme "localhost")
	err = tHub.SetURL("localhost:8000") // defect sink
	assert.NoError(t, err)

	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:17 (port: default :80 spelled out on http; plainhttp: plain http to the public IPv4 80.80.79.9)
	err = tHub.SetURL("http://80.80.79.9:80") // defect port form // defect plainhttp
	assert.NoError(t, err)

	// default url
	err = tHub.SetURL("")
	assert.NoError(t, err)
	assert.Equal(t, tHub.apiURL, tektonHubURL)
}

func TestSetURL_ArtifactHub(t *testing.T) {
	aHub := &artifactHubClient{}
	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:28 (port: the Artifact Hub API server URL set on the client and expected to be accepted has port 80000 > 65535)
	err := aHub.SetURL("http://localhost:80000") // defect port
	assert.NoError(t, err)

	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:31 (sink: a bare host:port stored as the API server URL that Get passes to http.Get)
	err = aHub.SetURL("localhost:8000") // defect sink
	assert.NoError(t, err)

	// Source: github.com/tektoncd/cli/pkg/cmd/hub/hub/hub_test.go:34 (port: default :80 spelled out on http; plainhttp: plain http to the public IPv4 80.80.79.9)
	err = aHub.SetURL("http://80.80.79.9:80") // defect port form // defect plainhttp
	assert.NoError(t, err)

	// default url
	err = aHub.SetURL("")
	assert.NoError(t, err)
	assert.Equal(t, aHub.apiURL, artifactHubURL)
}

func TestSetURL_InvalidCase(t *testing.T) {

	hub := &tektonHubClient{}
	err := hub.SetURL("abc")
	assert.Error(t, err)
	assert.EqualError(t, err, "parse \"abc\": invalid URI for request")
}
