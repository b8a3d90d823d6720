package lima

import (
	"context"
	"fmt"
	"net/url"
	"path"
	"regexp"
	"strings"
)

// Template is a stand-in for limatmpl.Template.
type Template struct {
	Name    string
	Locator string
	Bytes   []byte
}

var imageURLRegex = regexp.MustCompile(`\.(img|qcow2|raw|iso|ipsw)(\.(gz|xz|bz2|zstd))?$`)

// Read reads a template; an image URL becomes a minimal template whose
// images[0].location is the URL (the image itself is downloaded later).
func Read(ctx context.Context, name, locator string) (*Template, error) {
	tmpl := &Template{Name: name, Locator: locator}
	locator, err := transformCustomURL(ctx, locator)
	if err != nil {
		return nil, err
	}
	if imageURLRegex.MatchString(locator) {
		tmpl.Bytes = fmt.Appendf(nil, "images:\n- location: %q\n", locator)
		if tmpl.Name == "" {
			tmpl.Name = path.Base(locator)
		}
		return tmpl, nil
	}
	return nil, errNotImplemented
}

func transformCustomURL(ctx context.Context, locator string) (string, error) {
	u, err := url.Parse(locator)
	if err != nil || len(u.Scheme) <= 1 {
		return locator, nil
	}
	if u.Scheme == "template" {
		if u.Opaque != "" {
			return locator, nil
		}
		// Fix malformed "template:" URLs.
		// Source: github.com/lima-vm/lima/v2/pkg/limatmpl/locator.go:350 (pathjoin: path.Join of host and path turns a legacy template://NAME into the opaque template:NAME on purpose, and no // authority is kept, so the pathjoin row's collapse of a scheme's // cannot happen)
		newLocator := "template:" + path.Join(u.Host, u.Path) // lookalike
		logrus.Warnf("Template locator %#q should be written %#q since Lima v2.0", locator, newLocator)
		return newLocator, nil
	}
	if u.Scheme == "github" {
		return transformGitHubURL(ctx, u.Opaque)
	}
	return locator, nil
}

// SeemsTemplateURL returns true if the arg is a URL using the template scheme.
func SeemsTemplateURL(arg string) (isTemplate bool, templateName string) {
	u, err := url.Parse(arg)
	if err != nil {
		return false, ""
	}
	if u.Scheme == "template" {
		if u.Opaque == "" {
			return true, path.Join(u.Host, u.Path)
		}
		return true, u.Opaque
	}
	return false, ""
}

// SeemsHTTPURL returns true if the arg is a URL using the http or https scheme.
func SeemsHTTPURL(arg string) bool {
	u, err := url.Parse(arg)
	if err != nil {
		return false
	}
	return u.Scheme == "http" || u.Scheme == "https"
}

// SeemsFileURL returns true if the arg is a URL using the file scheme.
func SeemsFileURL(arg string) bool {
	u, err := url.Parse(arg)
	if err != nil {
		return false
	}
	return u.Scheme == "file"
}

// ImageLocation returns images[0].location of a template made by Read.
func (tmpl *Template) ImageLocation() string {
	s := string(tmpl.Bytes)
	_, rest, _ := strings.Cut(s, "location: ")
	loc, _, _ := strings.Cut(rest, "\n")
	return strings.Trim(loc, `"`)
}
