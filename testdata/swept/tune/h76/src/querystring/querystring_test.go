package querystring

import (
	"net/url"
	"reflect"
	"testing"
	"time"
)

func TestValuesTime(t *testing.T) {
	got := Values("V", time.Date(2000, 1, 1, 12, 34, 56, 0, time.UTC), "")
	// Source: github.com/google/go-querystring/query/encode_test.go:67 (escaper: UTC time (no offset) as expected url.Values content of the query encoder (not a sweep candidate))
	want := url.Values{"V": {"2000-01-01T12:34:56Z"}} // lookalike
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
}
