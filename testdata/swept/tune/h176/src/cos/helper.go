// Package cos holds cases rewritten from github.com/tencentyun/cos-go-sdk-v5,
// the Tencent Cloud object storage SDK.
package cos

import (
	"bytes"
	"fmt"
)

// encodeURIComponent is like JavaScript's encodeURIComponent: it escapes every
// byte except A-Z a-z 0-9 - _ . ! ~ * ' ( ) and the bytes in excluded.
func encodeURIComponent(s string, excluded ...[]byte) string {
	var b bytes.Buffer
	for i := 0; i < len(s); i++ {
		c := s[i]
		if keepByte(c, excluded) {
			b.WriteByte(c)
			continue
		}
		fmt.Fprintf(&b, "%%%02X", c)
	}
	return b.String()
}

func keepByte(c byte, excluded [][]byte) bool {
	switch {
	case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		return true
	}
	switch c {
	case '-', '_', '.', '!', '~', '*', '\'', '(', ')':
		return true
	}
	if len(excluded) > 0 {
		for _, ch := range excluded[0] {
			if ch == c {
				return true
			}
		}
	}
	return false
}
