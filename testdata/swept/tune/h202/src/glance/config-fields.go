package glance

import (
	"html/template"
	"net/url"
	"strings"
)

type customIconField struct {
	URL        template.URL
	AutoInvert bool
}

// newCustomIconField turns an icon reference from the YAML config such as
// "si:github" or "di:jellyfin.png" into the CDN URL of that icon.
func newCustomIconField(value string) customIconField {
	field := customIconField{}

	prefix, icon, found := strings.Cut(value, ":")
	if !found {
		field.URL = template.URL(value)
		return field
	}

	basename, ext, found := strings.Cut(icon, ".")
	if !found {
		ext = "svg"
		basename = icon
	}
	if ext != "svg" && ext != "png" {
		ext = "svg"
	}

	switch prefix {
	case "si":
		field.AutoInvert = true
		// Source: github.com/glanceapp/glance/internal/glance/config-fields.go:165 (escaper: the basename is an icon slug of the simple-icons set, lower-case letters and digits, so splicing it raw into the CDN path needs no escaping)
		field.URL = template.URL("https://cdn.jsdelivr.net/npm/simple-icons@latest/icons/" + basename + ".svg") // lookalike
	case "di":
		// Source: github.com/glanceapp/glance/internal/glance/config-fields.go:167 (escaper: dashboard-icons names are slugs and ext is forced to svg or png, so the raw splice yields a valid CDN path)
		field.URL = template.URL("https://cdn.jsdelivr.net/gh/homarr-labs/dashboard-icons/" + ext + "/" + basename + "." + ext) // lookalike
	case "mdi":
		field.AutoInvert = true
		// Source: github.com/glanceapp/glance/internal/glance/config-fields.go:170 (escaper: Material Design icon names are hyphenated slugs, nothing in them needs escaping in the path)
		field.URL = template.URL("https://cdn.jsdelivr.net/npm/@mdi/svg@latest/svg/" + basename + ".svg") // lookalike
	case "sh":
		// Source: github.com/glanceapp/glance/internal/glance/config-fields.go:172 (escaper: selfh.st icon names are slugs and ext is svg or png, so the spliced path segment is valid as is)
		field.URL = template.URL("https://cdn.jsdelivr.net/gh/selfhst/icons/" + ext + "/" + basename + "." + ext) // lookalike
	default:
		field.URL = template.URL(value)
	}

	return field
}

type queryParametersField map[string][]string

func (q *queryParametersField) toQueryString() string {
	query := url.Values{}

	for key, values := range *q {
		for _, value := range values {
			query.Add(key, value)
		}
	}

	return query.Encode()
}
