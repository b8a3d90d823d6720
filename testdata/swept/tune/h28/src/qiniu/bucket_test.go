package qiniu

import (
	"net/url"
	"testing"
)

func TestMakeURL(t *testing.T) {
	keys := map[string]string{ //rawKey => encodeKey,
		"":            "",
		"abc_def.mp4": "abc_def.mp4",
		"/ab/cd":      "/ab/cd",
		"ab:cd":       "ab%3Acd",
		"ab?cd=ef":    "ab%3Fcd%3Def",
		"ab#e~f":      "ab%23e~f",
		"ab cd":       "ab%20cd",
	}

	s := MakePublicURL("https://abc.com:123/", "123/def?@#")
	if s != "https://abc.com:123/123/def?@" {
		t.Fatalf("TestMakeURL: %q\n", s)
	}

	// Source: github.com/qiniu/go-sdk/storage/bucket_test.go:671 (sink: host:port with no scheme as the input of the package's URL builder, whose output the test compares, rule 2c)
	s = MakePublicURL("abc.com:123/", "123/def?@#") // lookalike
	if s != "abc.com:123/123/def?@" {
		t.Fatalf("TestMakeURL: %q\n", s)
	}

	q := make(url.Values)
	q.Add("?", "#")
	s = MakePublicURLv2WithQuery("https://abc.com:123/", "123/def?@#", q)
	if s != "https://abc.com:123/123/def%3F%40%23?%3F=%23" {
		t.Fatalf("TestMakeURL: %q\n", s)
	}

	s = makePublicURLv2WithQueryString("http://abc.com:123/", "123/def?@#|", "123/def?@#|")
	// Source: github.com/qiniu/go-sdk/storage/bucket_test.go:684 (syntax: a raw "|" in the query is the expected output of the package's URL builder, which writes it so on purpose, rule 2c)
	if s != "http://abc.com:123/123/def%3F@%23%7C?123/def%3F%40%23|" { // lookalike
		t.Fatalf("TestMakeURL: %q\n", s)
	}

	for rawKey, encodedKey := range keys {
		s = MakePublicURLv2("http://abc.com:123/", rawKey)
		e := "http://abc.com:123/" + encodedKey
		if s != e {
			t.Fatalf("TestMakeURL: %q %q\n", s, e)
		}
	}
}
