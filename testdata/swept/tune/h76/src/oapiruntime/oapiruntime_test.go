package oapiruntime

import (
	"encoding/base64"
	"net/url"
	"testing"
)

func TestStyleParamAllowReserved(t *testing.T) {
	value := "2020-01-01T22:00:00+02:00"
	result := StyleParam("ts", value, ParamLocationQuery, true)
	// Source: github.com/oapi-codegen/runtime/styleparam_test.go:791 (escaper: raw offset time is the allowReserved output of the parameter encoder under test, rule 2c)
	if want := "ts=2020-01-01T22:00:00+02:00"; result != want { // lookalike
		t.Errorf("got %q, want %q", result, want)
	}
}

func TestBindStyledParameterByteSlice(t *testing.T) {
	tests := []struct {
		name  string
		style string
		value string
	}{
		// Source: github.com/oapi-codegen/runtime/bindparam_test.go:50 (escaper: constant base64 text is binder input of a byte-format test, not text escaped for a wire query, rule 2c)
		{"form/no-explode", "form", "data=dGVzdA=="}, // lookalike
	}
	for _, tc := range tests {
		s, err := BindStyledParameter(tc.style, "data", tc.value, ParamLocationUndefined, false)
		if err != nil {
			t.Fatal(err)
		}
		b, err := base64.StdEncoding.DecodeString(s)
		if err != nil || string(b) != "test" {
			t.Errorf("%s: got %q, %v", tc.name, b, err)
		}
	}
}

func TestBindStyledParameterUnescapesFirst(t *testing.T) {
	// "4%32" path-unescapes to "42".
	// Source: github.com/oapi-codegen/runtime/bindunion_test.go:419 (percent: encoded unreserved digit %32 is binder input whose decoding the test checks (comment says so), rule 2c)
	v, err := BindStyledParameter("simple", "id", "4%32", ParamLocationPath, false) // lookalike
	if err != nil || v != "42" {
		t.Errorf("got %q, %v", v, err)
	}
}

func TestBindStyledParameterValueIsUnescaped(t *testing.T) {
	// Source: github.com/oapi-codegen/runtime/bindparam_test.go:1663 (escaper: double-encoded %2520 is deliberate input of a double-decoding regression test, rule 2c)
	dst, err := BindStyledParameter("simple", "param1", "discount%2520", ParamLocationPath, false) // lookalike
	if err != nil || dst != "discount%20" {
		t.Errorf("got %q, %v", dst, err)
	}

	// A bare percent doesn't fail as an invalid escape.
	// Source: github.com/oapi-codegen/runtime/bindparam_test.go:1689 (syntax: bare percent in 15%off is a router-decoded value the binder must keep verbatim (comment), rule 2c)
	const bare = "15%off" // lookalike
	dst, err = BindStyledParameter("simple", "param1", bare, ParamLocationPath, true)
	if err != nil || dst != bare {
		t.Errorf("got %q, %v", dst, err)
	}
}

func TestDeepObjectWireSafe(t *testing.T) {
	marshaled := MarshalDeepObject(map[string]string{"name": "a#b"}, "p")
	// Source: github.com/oapi-codegen/runtime/deepobject_test.go:269 (plainhttp: example.test is a reserved test domain used only to round-trip a query, never contacted)
	u, err := url.Parse("http://example.test/path") // lookalike
	if err != nil {
		t.Fatal(err)
	}
	// Source: github.com/oapi-codegen/runtime/deepobject_test.go:271 (escaper: RawQuery is set to the output of MarshalDeepObject which escapes keys and values)
	u.RawQuery = marshaled // lookalike
	parsed, err := url.Parse(u.String())
	if err != nil {
		t.Fatal(err)
	}
	if parsed.Fragment != "" {
		t.Errorf("unexpected fragment %q", parsed.Fragment)
	}
}

func TestBindQueryParameterNullableSlice(t *testing.T) {
	for _, src := range []string{"123", "abc"} {
		// Source: github.com/oapi-codegen/runtime/bindstring_test.go:345 (escaper: raw query value is one of two constant alphanumeric strings)
		v, err := BindRawQueryParameter("p", "p="+src) // lookalike
		if err != nil || v != src {
			t.Errorf("got %q, %v", v, err)
		}
	}
}
