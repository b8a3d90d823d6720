package echo

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestValuesFromQuery(t *testing.T) {
	testCases := []struct {
		name           string
		givenQueryPart string
		whenName       string
	}{
		{
			name: "ok, cut values over extractorLimit",
			// Source: github.com/labstack/echo/v4/middleware/extractor_test.go:289 (escaper: a literal query part of plain names and digits, a row that varies the value count, with nothing that needs escaping; uniform sample of 32 of 64.)
			givenQueryPart: "?name=test" + // lookalike
				"&id=1&id=2&id=3&id=4&id=5&id=6&id=7&id=8&id=9&id=10" +
				"&id=11&id=12&id=13&id=14&id=15&id=16&id=17&id=18&id=19&id=20" +
				"&id=21&id=22&id=23&id=24&id=25",
			whenName: "id",
		},
	}
	for _, tc := range testCases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodGet, "/"+tc.givenQueryPart, nil)
			if got := valuesFromQuery(req, tc.whenName); len(got) != extractorLimit {
				t.Errorf("got %d values", len(got))
			}
		})
	}
}
