package nsone

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestHeaders_ParseLinksWithForceHTTPS(t *testing.T) {
	// It should replace HTTP with HTTPS in the urls
	linkURI := "http://example.com?page=2&limit=10"

	links := ParseLink(fmt.Sprintf(`<%s>; rel="next"`, linkURI), true)
	assert.Equal(t, 1, len(links))

	next := links.Next()
	// Source: github.com/ns1/ns1-go/rest/headers_test.go:29 (hostform: the scheme prefixes strings.Replace swaps in the expected link, no URI of their own)
	assert.Equal(t, strings.Replace(linkURI, "http://", "https://", 1), next) // lookalike
}
