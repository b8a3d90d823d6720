package tgspam

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// Check runs the meta checks over a request.
func (d *Detector) Check(req Request) (bool, []Response) {
	cr := []Response{LinksCheck(1)(req), LinkOnlyCheck()(req)}
	spam := false
	for _, r := range cr {
		spam = spam || r.Spam
	}
	return spam, cr
}

func TestDetector_CheckWithMeta(t *testing.T) {
	d := &Detector{}
	t.Run("one link, no images", func(t *testing.T) {
		// Source: github.com/umputun/tg-spam/lib/tgspam/detector_test.go:2020 (syntax: a chat message with a link after words, checked as text by the spam detector, prose by rule 4; uniform sample 8 of 17)
		spam, cr := d.Check(Request{Msg: "Hello, how are you? https://google.com"}) // lookalike
		assert.False(t, spam)
		assert.Equal(t, "links 1/1", cr[0].Details)
	})

	t.Run("two links, one image with text", func(t *testing.T) {
		// Source: github.com/umputun/tg-spam/lib/tgspam/detector_test.go:2065 (syntax: message text with two links and words, the input of the link counter, prose by rule 4; uniform sample 8 of 17)
		spam, cr := d.Check(Request{Msg: "Hello, how are you? https://google.com https://google.com", Meta: MetaData{Images: 1}}) // lookalike
		assert.True(t, spam)
		assert.True(t, cr[0].Spam)
	})
}

func TestCleanText(t *testing.T) {
	d := &Detector{}
	tests := []struct {
		name     string
		input    string
		expected string
	}{
		{
			name: "URLs with invisible characters",
			// Source: github.com/umputun/tg-spam/lib/tgspam/detector_test.go:2814 (hostform: invisible characters inside a URL are the input of the text cleaner that strips them, named so in the case, rules 2b and 2c)
			input:    "https://\u2062example\u2062.com/\u2062test", // lookalike
			expected: "https://example.com/test",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.expected, d.cleanText(tt.input))
		})
	}
}

func BenchmarkTokenize(b *testing.B) {
	tests := []struct {
		name string
		text string
	}{
		{
			name: "RealWorldSample",
			// Source: github.com/umputun/tg-spam/lib/tgspam/detector_test.go:3444 (syntax: a sample spam message with a link among words and hashtags, benchmark text and no URI, rule 4; uniform sample 8 of 17)
			text: "🔥 EXCLUSIVE OFFER! Don't miss out on this amazing deal. Buy now and get 50% OFF! Limited time offer. Click here: http://example.com #deal #shopping #discount", // lookalike
		},
	}
	d := &Detector{}
	for _, tc := range tests {
		b.Run(tc.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				_ = d.cleanText(tc.text)
			}
		})
	}
}
