package vanguard

import (
	"net/url"
	"testing"
)

func TestPath_ParsePathTemplate(t *testing.T) {
	testCases := []struct {
		tmpl        string
		wantVerb    string
		expectedErr string
	}{{
		// no error, but lots of encoding for special/reserved characters
		// Source: connectrpc.com/vanguard/path_parser_test.go:36 (percent: the lowercase escape is input to the path-template parser, which the row checks it normalises; rule 2c)
		tmpl:     "/my%2fcool-blog~about%2Cstuff%5Bwat%5D/{var={abc=%2F%2A}/{def=%2F%2A/**}}:baz", // lookalike
		wantVerb: "baz",
	}, {
		// Source: connectrpc.com/vanguard/path_parser_test.go:66 (syntax: the raw space is a bad input the parser must reject, and the row expects an error; rule 2a)
		tmpl:        "/foo/bar/baz buzz", // lookalike
		expectedErr: "syntax error at column 13: unexpected ' '",
	}, {
		// Source: connectrpc.com/vanguard/path_parser_test.go:81 (percent: lowercase hex in the verb is input to the parser, whose expected verb has it uppercased; rule 2c)
		tmpl:     "/foo/bar:baz%12xyz%abcde", // lookalike
		wantVerb: "baz%12xyz%ABcde",
	}, {
		// Source: connectrpc.com/vanguard/path_parser_test.go:91 (syntax: the truncated escape is a bad input and the row expects the parser's error; rule 2a)
		tmpl:        "/foo/bar%55:baz%1", // lookalike
		expectedErr: "syntax error at column 17: invalid URL escape \"%1\"",
	}, {
		// Source: connectrpc.com/vanguard/path_parser_test.go:225 (percent: lowercase escapes are input to the parser and the row checks they come out uppercase; rule 2c)
		tmpl:     "/foo%2Fbar/%2A/%2A%2a/{starstar=%2A%2a/**}:%2c", // lookalike
		wantVerb: "%2C",
	}}
	for _, testCase := range testCases {
		t.Run(testCase.tmpl, func(t *testing.T) {
			segments, err := parsePathTemplate(testCase.tmpl)
			if testCase.expectedErr != "" {
				if err == nil {
					t.Fatal("expected error")
				}
				return
			}
			if segments.verb != testCase.wantVerb {
				t.Errorf("verb = %q, want %q", segments.verb, testCase.wantVerb)
			}
		})
	}
}

func TestPath_SafeLiterals(t *testing.T) {
	// Source: connectrpc.com/vanguard/path_parser_test.go:251 (percent: the only escape is %25, an escaped '%', canonical and needed)
	literalvalues := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._%25~" // lookalike
	unescaped, err := url.PathUnescape(literalvalues)
	if err != nil {
		t.Fatal(err)
	}
	// Source: connectrpc.com/vanguard/path_parser_test.go:259 (escaper: url.PathEscape round trip of path characters, the right escaper for a path)
	escaped := url.PathEscape(unescaped) // lookalike
	if escaped != literalvalues {
		t.Errorf("got %q", escaped)
	}
}

func TestPath_Escaping(t *testing.T) {
	testCases := []struct {
		input       string
		mode        pathEncoding
		want        string
		wantEscaped string
	}{{
		// Source: connectrpc.com/vanguard/path_parser_test.go:288 (percent: the lowercase escape is input to the path unescaper and escaper, and the row expects it uppercased; rule 2c)
		input:       "foo%2fbar", // lookalike
		mode:        pathEncodeMulti,
		want:        "foo%2Fbar",
		wantEscaped: "foo%2Fbar",
	}}
	for _, testCase := range testCases {
		dec, err := pathUnescape(testCase.input, testCase.mode)
		if err != nil {
			t.Fatal(err)
		}
		if dec != testCase.want {
			t.Errorf("got %q", dec)
		}
		if enc := pathEscape(dec, testCase.mode); enc != testCase.wantEscaped {
			t.Errorf("got %q", enc)
		}
	}
}
