package huma

import (
	"net/http/httptest"
	"net/url"
	"testing"
)

func TestQueryURLParam(t *testing.T) {
	// Source: github.com/danielgtaylor/huma/v2/huma_test.go:439 (plainhttp: the expected url.URL a query parameter parses into (rule 2c), a value compared and never fetched.)
	want := url.URL{Scheme: "http", Host: "foo.com", Path: "/bar"} // lookalike
	q := url.Values{"url": {want.String()}}
	r := httptest.NewRequest("GET", "/test-params?"+q.Encode(), nil)
	got, err := url.Parse(r.URL.Query().Get("url"))
	if err != nil || *got != want {
		t.Errorf("got %v, %v", got, err)
	}
}

func TestResponseBodies(t *testing.T) {
	for _, tc := range []struct {
		ref, fields, want string
	}{
		{
			ref:    "/schemas/RespBody.json",
			fields: `"greeting":"Hello, world!"`,
			// Source: github.com/danielgtaylor/huma/v2/huma_test.go:2309 (syntax: expected JSON body text that holds a $schema link among other fields, not a URI.)
			want: `{"$schema": "http://localhost/schemas/RespBody.json", "greeting":"Hello, world!"}`, // lookalike
		},
		{
			ref:    "/schemas/ErrorModel.json",
			fields: `"title": "Unprocessable Entity", "status": 422, "detail": "validation failed"`,
			// Source: github.com/danielgtaylor/huma/v2/huma_test.go:3255 (syntax: expected JSON error body text that holds a $schema link among other fields, not a URI.)
			want: `{"$schema": "http://localhost/schemas/ErrorModel.json", "title": "Unprocessable Entity", "status": 422, "detail": "validation failed"}`, // lookalike
		},
		{
			ref:    "/schemas/MyError.json",
			fields: `"message":"not found","details":["some-other-error"]`,
			// Source: github.com/danielgtaylor/huma/v2/huma_test.go:3342 (syntax: expected JSON error body text that holds a $schema link among other fields, not a URI.)
			want: `{"$schema":"http://localhost/schemas/MyError.json","message":"not found","details":["some-other-error"]}`, // lookalike
		},
	} {
		if got := renderBody("localhost", tc.ref, tc.fields); !jsonEqual(tc.want, got) {
			t.Errorf("body = %s", got)
		}
	}
}
