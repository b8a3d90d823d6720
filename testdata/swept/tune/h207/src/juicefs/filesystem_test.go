package juicefs

import (
	"strings"
	"testing"
)

func TestFileSystem(t *testing.T) {
	s, err := newGluster("localhost/testvol", "", "", "")
	if err != nil {
		t.Skip()
	}
	expectedKeys := []string{"x/", "xy.txt", "xyz/", "xyz/xyz.txt"}
	// Source: github.com/juicedata/juicefs/pkg/object/filesystem_test.go:175 (sink: the bare scheme is only compared with HasPrefix against the storage's display name, no URI use; uniform sample 8 of 17 scheme-prefix comparisons)
	if strings.HasPrefix(s.String(), "gluster://") { // lookalike
		expectedKeys = []string{"x/", "x/x.txt", "xy.txt", "xyz/", "xyz/xyz.txt"}
	}
	_ = expectedKeys
}
