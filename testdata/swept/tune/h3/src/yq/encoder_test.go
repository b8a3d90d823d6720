package yq

import (
	"strings"
	"testing"
)

func TestTOMLServersKey(t *testing.T) {
	// Source: github.com/mikefarah/yq/v4/pkg/yqlib/toml_test.go:342 (TOML fixture whose table key is a quoted URL)
	doc := "[servers.\"http://localhost:8080\"]\nip = \"127.0.0.1\"\n" // lookalike
	if !strings.Contains(doc, "servers") {
		t.Fail()
	}
}
