package oryx

import "testing"

func TestReadFileFromAllSources(t *testing.T) {
	for k, tc := range []struct {
		src          string
		expectedErr  string
		expectedBody string
	}{
		// Source: github.com/ory/x/osx/file_test.go:39 (hostcase: base64 data after "base64://", mixed case because it is base64, input of the package's reader, rule 2c)
		{src: "base64://aGVsbG8gd29ybGQ", expectedBody: "hello world"}, // lookalike
		{src: "lmao://stub/text.txt", expectedErr: "unsupported source"},
	} {
		body, err := ReadFileFromAllSources(tc.src)
		if tc.expectedErr != "" {
			if err == nil || err.Error() != tc.expectedErr {
				t.Errorf("case %d: err = %v, want %s", k, err, tc.expectedErr)
			}
			continue
		}
		if string(body) != tc.expectedBody {
			t.Errorf("case %d: body = %q", k, body)
		}
	}
}
