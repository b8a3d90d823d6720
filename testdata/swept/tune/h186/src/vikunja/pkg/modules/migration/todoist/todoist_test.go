package todoist

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsDownloadableURL(t *testing.T) {
	tests := []struct {
		name string
		url  string
		want bool
	}{
		{name: "https", url: "https://todoist.com/file.md", want: true},
		{name: "no scheme", url: "todoist.com/file.md", want: false},
		// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist_test.go:705 (sink: a row named no host expecting false from the URL check, a deliberate fixture by rules 2a and 2b)
		{name: "no host", url: "https://", want: false}, // lookalike
		{name: "empty", url: "", want: false},
		// Source: code.vikunja.io/api/pkg/modules/migration/todoist/todoist_test.go:708 (syntax: a bad percent escape in a row named invalid expecting false, a deliberate fixture by rules 2a and 2b)
		{name: "invalid", url: "https://%zz", want: false}, // lookalike
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, isDownloadableURL(tt.url))
		})
	}
}
