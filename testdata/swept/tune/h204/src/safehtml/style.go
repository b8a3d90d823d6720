package safehtml

import (
	"bytes"
	"fmt"
	"strings"
)

// A Style is an immutable string-like type which represents a sequence of CSS
// declarations.
type Style struct {
	str string
}

// StyleProperties contains property values for CSS properties whose names are
// the hyphen-separated form of the field names.
type StyleProperties struct {
	// BackgroundImageURLs contains URL values for the background-image property.
	// These values val_1, val_2, ..., val_n will be sanitized and serialized as
	//    url("val_1"), url("val_2"), ..., url("val_n")
	BackgroundImageURLs []string
	Width               string
	Height              string
}

// StyleFromProperties constructs a Style containining properties whose values
// are set in properties.
func StyleFromProperties(properties StyleProperties) Style {
	var buf bytes.Buffer
	if len(properties.BackgroundImageURLs) > 0 {
		buf.WriteString("background-image:")
		for i, url := range properties.BackgroundImageURLs {
			if i > 0 {
				buf.WriteString(", ")
			}
			fmt.Fprintf(&buf, "url(\"%s\")", cssEscapeString(URLSanitized(url).String()))
		}
		buf.WriteString(";")
	}
	if properties.Height != "" {
		fmt.Fprintf(&buf, "height:%s;", properties.Height)
	}
	if properties.Width != "" {
		fmt.Fprintf(&buf, "width:%s;", properties.Width)
	}
	return Style{buf.String()}
}

// String returns the string form of the Style.
func (s Style) String() string {
	return s.str
}

func cssEscapeString(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '"', '\\', '\n':
			fmt.Fprintf(&b, "\\%06X", r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
