package containersimage

import (
	"errors"
	"regexp"
	"strings"
)

var anchoredNameRegexp = regexp.MustCompile(`^(?:([a-z0-9.-]+(?::[0-9]+)?)/)?([a-z0-9._/-]+)(?::([A-Za-z0-9_.-]+))?(?:@(sha256:[a-f0-9]{64}))?$`)

type dockerReference struct {
	ref string
}

// StringWithinTransport returns a string representation of the reference.
func (r dockerReference) StringWithinTransport() string { return "//" + r.ref }

// ParseReference converts a string, which should not start with the ImageTransport.Name prefix, into an Docker ImageReference.
func ParseReference(refString string) (dockerReference, error) {
	if !strings.HasPrefix(refString, "//") {
		return dockerReference{}, errors.New("docker: image reference does not start with //")
	}
	name := strings.TrimPrefix(refString, "//")
	if !anchoredNameRegexp.MatchString(name) {
		return dockerReference{}, errors.New("invalid reference format")
	}
	return dockerReference{ref: name}, nil
}
