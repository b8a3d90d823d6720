package gitlab

import (
	"crypto/md5"
	"encoding/hex"
	"fmt"
)

const gravatarBase = "https://www.gravatar.com/avatar"

func getUserAvatar(email string) string {
	hasher := md5.New()
	hasher.Write([]byte(email))

	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitlab/convert.go:434 (escaper: the values spliced raw are a hex MD5 digest and the constant 128, which need no escaping, after a base without trailing slash)
	return fmt.Sprintf("%s/%v.jpg?s=%s", gravatarBase, hex.EncodeToString(hasher.Sum(nil)), "128") // lookalike
}
