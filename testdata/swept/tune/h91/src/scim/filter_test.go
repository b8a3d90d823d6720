package scim

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"testing"
)

func newTestServerForFilter() Server {
	return NewServer([]ResourceType{
		{Name: "User", Endpoint: "/Users"},
		{Name: "Group", Endpoint: "/Groups"},
	})
}

func TestGroupFilter(t *testing.T) {
	s := newTestServerForFilter()
	tests := []struct {
		name   string
		filter string
	}{
		{name: "Happy path", filter: `displayName eq "testGroup"`},
		{name: "Happy path with plus sign", filter: `displayName eq "testGroup+test"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/elimity-com/scim/filter_test.go:30 (escaper: the filter is a query value escaped with url.QueryEscape, the right escaper)
			r := httptest.NewRequest(http.MethodGet, "/Groups?filter="+url.QueryEscape(tt.filter), nil) // lookalike
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != http.StatusOK {
				t.Fatal(w.Code)
			}
		})
	}
}

func TestUserFilter(t *testing.T) {
	s := newTestServerForFilter()
	tests := []struct {
		name   string
		filter string
	}{
		{name: "Happy path", filter: `userName eq "testUser"`},
		{name: "Happy path with plus sign", filter: `userName eq "testUser+test"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Source: github.com/elimity-com/scim/filter_test.go:88 (escaper: the filter is a query value escaped with url.QueryEscape, the right escaper)
			r := httptest.NewRequest(http.MethodGet, "/Users?filter="+url.QueryEscape(tt.filter), nil) // lookalike
			w := httptest.NewRecorder()
			s.ServeHTTP(w, r)
			if w.Code != http.StatusOK {
				t.Fatal(w.Code)
			}
		})
	}
}
