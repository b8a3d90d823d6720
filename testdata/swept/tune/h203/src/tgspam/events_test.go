package tgspam

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// transformRichMessage collects the visible text of a rich message; link targets are dropped.
func transformRichMessage(rich string) (string, error) {
	var doc struct {
		Blocks []struct {
			Text []json.RawMessage `json:"text"`
		} `json:"blocks"`
	}
	if err := json.Unmarshal([]byte(rich), &doc); err != nil {
		return "", err
	}
	var sb strings.Builder
	for _, b := range doc.Blocks {
		for _, raw := range b.Text {
			var s string
			if json.Unmarshal(raw, &s) == nil {
				sb.WriteString(s)
				continue
			}
			var span struct {
				Text string `json:"text"`
			}
			if json.Unmarshal(raw, &span) == nil {
				sb.WriteString(span.Text)
			}
		}
	}
	return sb.String(), nil
}

func TestTelegramListener_transformRichMessage(t *testing.T) {
	tests := []struct {
		name     string
		rich     string
		expected string
	}{
		{
			name: "inline spans preserve spacing, url anchor kept and target dropped",
			// Source: github.com/umputun/tg-spam/app/events/events_test.go:663 (plainhttp: a JSON rich-text fixture whose link target http://spam.example is on the reserved .example test domain, no public host, and is dropped by the code)
			rich:     `{"blocks":[{"type":"paragraph","text":["free ",` + `{"type":"url","text":"vpn","url":"http://spam.example"}]}]}`, // lookalike
			expected: "free vpn",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := transformRichMessage(tt.rich)
			require.NoError(t, err)
			assert.Equal(t, tt.expected, got)
		})
	}
}
