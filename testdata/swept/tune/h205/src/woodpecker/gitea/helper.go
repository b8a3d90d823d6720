package gitea

import (
	"encoding/json"
	"io"
	"net/url"
	"strings"
)

// Organization stands in for the SDK organization type.
type Organization struct {
	UserName  string
	AvatarURL string
}

// Team stands in for model.Team.
type Team struct {
	Login  string
	Avatar string
}

type pushHook struct {
	Ref    string `json:"ref"`
	Sender struct {
		UserName  string `json:"login"`
		AvatarURL string `json:"avatar_url"`
	} `json:"sender"`
}

// toTeam converts a gitea team to a Woodpecker team; link is the forge URL.
func toTeam(from *Organization, link string) *Team {
	return &Team{
		Login:  from.UserName,
		Avatar: expandAvatar(link, from.AvatarURL),
	}
}

// helper function that parses a push hook from a read closer.
func parsePush(r io.Reader) (*pushHook, error) {
	push := new(pushHook)
	err := json.NewDecoder(r).Decode(push)
	return push, err
}

// fixMalformedAvatar is a helper function that fixes an avatar url if malformed
// (currently a known bug with gitea).
func fixMalformedAvatar(url string) string {
	index := strings.Index(url, "///")
	if index != -1 {
		return url[index+1:]
	}
	index = strings.Index(url, "//avatars/")
	if index != -1 {
		return strings.ReplaceAll(url, "//avatars/", "/avatars/")
	}
	return url
}

// expandAvatar is a helper function that converts a relative avatar URL to the
// absolute url.
func expandAvatar(repo, rawURL string) string {
	aURL, err := url.Parse(rawURL)
	if err != nil {
		return rawURL
	}
	if aURL.IsAbs() {
		// Url is already absolute
		return aURL.String()
	}

	// Resolve to base
	burl, err := url.Parse(repo)
	if err != nil {
		return rawURL
	}
	// Source: go.woodpecker-ci.org/woodpecker/v3/server/forge/gitea/helper.go:277 (baseslash: RFC 3986 resolution of a server-given avatar reference against the forge URL, where a root-relative reference is meant to replace the path; no hand-built join)
	aURL = burl.ResolveReference(aURL) // lookalike

	return aURL.String()
}
