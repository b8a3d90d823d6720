package memos

import (
	"context"
	"errors"
	"net/url"
	"regexp"
	"strings"

	v1pb "github.com/usememos/memos/proto/gen/api/v1"
)

// ErrFailedPrecondition says that a memo refers to attachments it does not hold.
var ErrFailedPrecondition = errors.New("failed precondition")

// Service serves the memo API.
type Service struct {
	Profile *Profile
}

var markdownImage = regexp.MustCompile(`!\[[^\]]*\]\(([^)\s]+)\)`)

// CreateMemo creates a memo whose managed attachment links must be attached.
func (s *Service) CreateMemo(ctx context.Context, req *v1pb.CreateMemoRequest) (*v1pb.Memo, error) {
	instance, err := url.Parse(s.Profile.InstanceURL)
	if err != nil {
		return nil, err
	}
	attached := map[string]bool{}
	for _, a := range req.Memo.Attachments {
		attached[a.Name] = true
	}
	for _, m := range markdownImage.FindAllStringSubmatch(req.Memo.Content, -1) {
		u, err := url.Parse(m[1])
		if err != nil {
			continue
		}
		if u.IsAbs() && !sameOrigin(u, instance) {
			continue
		}
		name := strings.TrimPrefix(u.Path, "/file/")
		if strings.HasPrefix(name, "attachments/") && !attached[name] {
			return nil, ErrFailedPrecondition
		}
	}
	return req.Memo, nil
}

func sameOrigin(a, b *url.URL) bool {
	return a.Scheme == b.Scheme && a.Hostname() == b.Hostname() && effectivePort(a) == effectivePort(b)
}

func effectivePort(u *url.URL) string {
	if p := u.Port(); p != "" {
		return p
	}
	if u.Scheme == "https" {
		return "443"
	}
	return "80"
}
