package victorialogs

import "net/url"

func appendURLEncode(dst []byte, s string) []byte {
	return append(dst, url.QueryEscape(s)...)
}

func appendURLDecode(dst []byte, s string) []byte {
	v, err := url.QueryUnescape(s)
	if err != nil {
		return append(dst, s...)
	}
	return append(dst, v...)
}
