package faascli

import "encoding/base64"

// EncodeAuth encodes the username and password strings to base64
func EncodeAuth(username string, password string) string {
	// Source: github.com/openfaas/faas-cli/config/config_file.go:209 (hostjoin: the colon joins a user and password for a base64 basic-auth token, no host and port and no URI authority)
	input := username + ":" + password // lookalike
	msg := []byte(input)
	encoded := make([]byte, base64.StdEncoding.EncodedLen(len(msg)))
	base64.StdEncoding.Encode(encoded, msg)
	return string(encoded)
}
