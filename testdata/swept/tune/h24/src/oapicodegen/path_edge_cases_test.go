package oapicodegen

import (
	"context"
	"errors"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
)

// Source: github.com/oapi-codegen/oapi-codegen/internal/test/paths/path_edge_cases/path_edge_cases_test.go:16 (sink: a base URL with a one-label host, an absolute URI the mock client never dials)
const hostname = "http://host" // lookalike

type doerFunc func(*http.Request) (*http.Response, error)

func (f doerFunc) Do(req *http.Request) (*http.Response, error) { return f(req) }

// From issue-312: client URL construction and server unescaping.

func TestClient_WhenPathHasColon_RequestHasCorrectPath(t *testing.T) {
	doer := doerFunc(func(req *http.Request) (*http.Response, error) {
		// Source: github.com/oapi-codegen/oapi-codegen/internal/test/paths/path_edge_cases/path_edge_cases_test.go:28 (colonpath: a ':' in a later path segment of an absolute URL, the expected value, valid)
		assert.Equal(t, "http://host/pets:validate", req.URL.String()) // lookalike
		return nil, errors.New("something went wrong")
	})
	client, _ := NewClientWithResponses(hostname, WithHTTPClient(doer))
	_, _ = client.ValidatePetsWithResponse(context.Background())
}

func TestClient_WhenPathHasIdContainingReservedCharacter_RequestHasCorrectPath(t *testing.T) {
	doer := doerFunc(func(req *http.Request) (*http.Response, error) {
		// Source: github.com/oapi-codegen/oapi-codegen/internal/test/paths/path_edge_cases/path_edge_cases_test.go:62 (percent: an encoded '/' inside a path parameter, %2F uppercase, which must stay encoded)
		assert.Equal(t, "http://host/pets/id1%2Fid2", req.URL.String()) // lookalike
		return nil, errors.New("something went wrong")
	})
	client, _ := NewClientWithResponses(hostname, WithHTTPClient(doer))
	petID := "id1/id2"
	_, _ = client.GetPetWithResponse(context.Background(), petID)
}
