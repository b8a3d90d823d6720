// Package gravatar rewrites the cases of code.vikunja.io/api/pkg/modules/avatar/gravatar.
package gravatar

import (
	"context"
	"crypto/md5"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"strings"
)

// avatarGravatarBaseURL stands in for config.AvatarGravatarBaseURL, default https://www.gravatar.com.
var avatarGravatarBaseURL = "https://www.gravatar.com"

func md5String(s string) string {
	h := md5.Sum([]byte(s))
	return hex.EncodeToString(h[:])
}

// GetAvatar fetches the gravatar of an email address.
func GetAvatar(ctx context.Context, email string, size int64) ([]byte, error) {
	sizeString := strconv.FormatInt(size, 10)
	// Source: code.vikunja.io/api/pkg/modules/avatar/gravatar/gravatar.go:95 (escaper: the spliced values are a hex MD5 hash and a decimal size, which need no escaping, appended to the configured base with its own slash)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, avatarGravatarBaseURL+"/avatar/"+md5String(strings.ToLower(email))+"?s="+sizeString+"&d=mp", nil) // lookalike
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return io.ReadAll(resp.Body)
}
