package kratos

import (
	"regexp"
	"strings"
)

var reg = regexp.MustCompile(`{[\\.\w]+}`)

// HelloRequest stands for the request message the template is filled from.
type HelloRequest struct {
	Name string
	Sub  *Sub
}

// Sub is a nested message.
type Sub struct {
	Name string
}

// EncodeURL encodes the fields of msg into the placeholders of pathTemplate.
func EncodeURL(pathTemplate string, msg *HelloRequest, needQuery bool) string {
	if msg == nil {
		return pathTemplate
	}
	return reg.ReplaceAllStringFunc(pathTemplate, func(in string) string {
		key := strings.TrimSuffix(strings.TrimPrefix(in, "{"), "}")
		switch key {
		case "name":
			return msg.Name
		case "sub.naming":
			if msg.Sub != nil {
				return msg.Sub.Name
			}
		}
		return ""
	})
}
