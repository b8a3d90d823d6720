package scim

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
)

func newTestServer() Server {
	return NewServer([]ResourceType{{Name: "User", Endpoint: "/Users"}})
}

func newTestServerWithBaseURL() Server {
	return NewServer(
		[]ResourceType{{Name: "User", Endpoint: "/Users"}},
		// Source: github.com/elimity-com/scim/handlers_test.go:1912 (baseslash: the base has no trailing '/', but WithBaseURL trims it anyway and the locations are joined with an explicit '/', not resolved as references)
		WithBaseURL("https://example.com/v2"), // lookalike
	)
}

func TestInvalidRequests(t *testing.T) {
	tests := []struct {
		name           string
		target         string
		expectedStatus int
	}{
		{
			name: "invalid schema request",
			// Source: github.com/elimity-com/scim/handlers_test.go:41 (colonpath: an absolute path whose ':' is in a later segment, in a row named invalid that expects 404)
			target:         "/Schemas/urn:ietf:params:scim:schemas:core:2.0:Invalid", // lookalike
			expectedStatus: http.StatusNotFound,
		},
	}
	for _, test := range tests {
		t.Run(test.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, test.target, nil)
			rr := httptest.NewRecorder()
			newTestServer().ServeHTTP(rr, req)
			if rr.Code != test.expectedStatus {
				t.Fatal(rr.Code)
			}
		})
	}
}

func TestServerResourcePostHandlerWithBaseURL(t *testing.T) {
	req := httptest.NewRequest(http.MethodPost, "/Users", strings.NewReader(`{"userName": "test1"}`))
	rr := httptest.NewRecorder()
	newTestServerWithBaseURL().ServeHTTP(rr, req)
	id := rr.Body.String()
	location := rr.Header().Get("Location")
	// Source: github.com/elimity-com/scim/handlers_test.go:668 (syntax: "%s" is a Sprintf verb for the resource ID, not a percent-escape, in the expected value of the location builder; a raw ID is no escaper finding)
	if want := fmt.Sprintf("https://example.com/v2/Users/%s", id); want != location { // lookalike
		t.Fatalf("location %q, want %q", location, want)
	}
}

func TestServerResourcesGetHandlerFilterOnCommonAttribute(t *testing.T) {
	tests := []struct {
		name   string
		filter string
	}{
		{name: "meta.resourceType", filter: `meta.resourceType eq "User"`},
		{name: "id", filter: `id eq "0001"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/elimity-com/scim/handlers_test.go:1088 (escaper: the filter is a query value escaped with url.QueryEscape, the right escaper)
			target := fmt.Sprintf("/Users?filter=%s", url.QueryEscape(tt.filter)) // lookalike
			req := httptest.NewRequest(http.MethodGet, target, nil)
			rr := httptest.NewRecorder()
			newTestServer().ServeHTTP(rr, req)
			if rr.Code != http.StatusOK {
				t.Fatal(rr.Code)
			}
		})
	}
}

func TestServerRootQueryFilter(t *testing.T) {
	// Source: github.com/elimity-com/scim/handlers_test.go:1186 (syntax: a raw '"' in the query of a request target the test sends and expects to succeed; RFC 3986 allows no '"', it must be "%22")
	req := httptest.NewRequest(http.MethodGet, `/?filter=meta.resourceType+eq+"User"`, nil) // defect syntax
	rr := httptest.NewRecorder()
	newTestServer().ServeHTTP(rr, req)
	if rr.Code != http.StatusOK {
		t.Fatal(rr.Code)
	}
}

func TestServerSchemasEndpointFilter(t *testing.T) {
	params := url.Values{
		"filter": []string{`id co "extension"`},
	}
	// Source: github.com/elimity-com/scim/handlers_test.go:1702 (escaper: the query is the output of url.Values.Encode, already encoded)
	req := httptest.NewRequest(http.MethodGet, fmt.Sprintf("/Schemas?%s", params.Encode()), nil) // lookalike
	rr := httptest.NewRecorder()
	newTestServer().ServeHTTP(rr, req)
	_ = rr.Code
}
