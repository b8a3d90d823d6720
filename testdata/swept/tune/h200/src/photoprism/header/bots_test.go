package header

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIsBot(t *testing.T) {
	t.Run("True", func(t *testing.T) {
		// Source: github.com/photoprism/photoprism/pkg/header/bots_test.go:11 (plainhttp: the http link is part of a crawler User-Agent string, text and no request target, rule 4)
		assert.True(t, IsBot("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")) // lookalike
		// Source: github.com/photoprism/photoprism/pkg/header/bots_test.go:12 (plainhttp: a bot info link inside a User-Agent string, joined to the text around it, rule 4)
		assert.True(t, IsBot("Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/41.0.2272.96 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")) // lookalike
		// Source: github.com/photoprism/photoprism/pkg/header/bots_test.go:13 (plainhttp: the Bingbot info link is text inside a User-Agent value, rule 4)
		assert.True(t, IsBot("Mozilla/5.0 (compatible; Bingbot/2.0; +http://www.bing.com/bingbot.htm)")) // lookalike
		// Source: github.com/photoprism/photoprism/pkg/header/bots_test.go:14 (syntax: a User-Agent string with an https link inside, text and no URI, rule 4)
		assert.True(t, IsBot("Mozilla/5.0 (Linux; Android 7.0;) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; PetalBot;+https://webmaster.petalsearch.com/site/petalbot)")) // lookalike
		// Source: github.com/photoprism/photoprism/pkg/header/bots_test.go:16 (plainhttp: the YandexBot info link is text inside a User-Agent value, rule 4)
		assert.True(t, IsBot("Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)")) // lookalike
	})
}
