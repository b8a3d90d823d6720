package adguardhome

import (
	"net/http"
	"net/url"
	"testing"
)

func TestClientsContainer_HandleFindClient(t *testing.T) {
	testCases := []struct {
		name  string
		query url.Values
	}{{
		name:  "single",
		query: url.Values{"ip0": []string{"1.1.1.1"}},
	}}

	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			r, err := http.NewRequest(http.MethodGet, "", nil)
			if err != nil {
				t.Fatal(err)
			}

			// Source: github.com/AdguardTeam/AdGuardHome/internal/home/clientshttp_internal_test.go:386 (escaper: the query is built from url.Values with Encode, the right query escaper by the escaper rule)
			r.URL.RawQuery = tc.query.Encode() // lookalike
		})
	}
}
