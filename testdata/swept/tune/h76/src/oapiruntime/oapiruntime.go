// Package oapiruntime holds cases rewritten from github.com/oapi-codegen/runtime.
package oapiruntime

import (
	"errors"
	"fmt"
	"net/url"
	"sort"
	"strings"
)

// ParamLocation tells where a parameter goes.
type ParamLocation int

// Parameter locations.
const (
	ParamLocationUndefined ParamLocation = iota
	ParamLocationQuery
	ParamLocationPath
)

// NetURLQueryEncoder escapes query values like net/url.
type NetURLQueryEncoder struct{}

// EscapeQueryValue escapes a query parameter value.
func (NetURLQueryEncoder) EscapeQueryValue(value string, allowReserved bool) string {
	if allowReserved {
		return escapeQueryAllowReserved(value)
	}
	// Source: github.com/oapi-codegen/runtime/encoder.go:52 (escaper: url.QueryEscape is the right escaper for a query value)
	return url.QueryEscape(value) // lookalike
}

// DefaultQueryEncoder escapes query parameters.
var DefaultQueryEncoder = NetURLQueryEncoder{}

func escapeQueryAllowReserved(value string) string {
	const reserved = `:/?#[]@!$&'()*+,;=`
	var b strings.Builder
	for i := 0; i < len(value); i++ {
		c := value[i]
		if isUnreserved(c) || strings.IndexByte(reserved, c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

func isUnreserved(c byte) bool {
	return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func escapeParameterString(value string, loc ParamLocation, allowReserved bool) string {
	switch loc {
	case ParamLocationQuery:
		return DefaultQueryEncoder.EscapeQueryValue(value, allowReserved)
	case ParamLocationPath:
		// Source: github.com/oapi-codegen/runtime/styleparam.go:530 (escaper: url.PathEscape is used for path-located parameters only, query ones go to the query escaper)
		return url.PathEscape(value) // lookalike
	default:
		return value
	}
}

// StyleParam styles a primitive form parameter.
func StyleParam(paramName, value string, loc ParamLocation, allowReserved bool) string {
	name := escapeParameterString(paramName, loc, false)
	return name + "=" + escapeParameterString(value, loc, allowReserved)
}

// StyleFields styles an exploded object parameter.
func StyleFields(fieldDict map[string]string, loc ParamLocation, allowReserved bool) string {
	keys := make([]string, 0, len(fieldDict))
	for k := range fieldDict {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var parts []string
	for _, k := range keys {
		v := escapeParameterString(fieldDict[k], loc, allowReserved)
		// Source: github.com/oapi-codegen/runtime/styleparam.go:349 (escaper: value is escaped per location and the key is a struct field name, raw names are look-alikes)
		parts = append(parts, k+"="+v) // lookalike
	}
	return strings.Join(parts, ",")
}

// MarshalDeepObject marshals a flat map as a deepObject query.
func MarshalDeepObject(m map[string]string, paramName string) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	name := DefaultQueryEncoder.EscapeQueryValue(paramName, false)
	var result []string
	for _, k := range keys {
		prefix := name + "[" + DefaultQueryEncoder.EscapeQueryValue(k, false) + "]"
		value := DefaultQueryEncoder.EscapeQueryValue(m[k], false)
		// Source: github.com/oapi-codegen/runtime/deepobject.go:74 (escaper: both the bracketed key path and the value were passed through the query escaper)
		result = append(result, prefix+"="+value) // lookalike
	}
	return strings.Join(result, "&")
}

// BindStyledParameter binds a simple or form styled value to a string.
func BindStyledParameter(style, paramName, value string, loc ParamLocation, valueIsUnescaped bool) (string, error) {
	if style == "form" {
		value = strings.TrimPrefix(value, paramName+"=")
	}
	if valueIsUnescaped {
		return value, nil
	}
	switch loc {
	case ParamLocationPath:
		return url.PathUnescape(value)
	case ParamLocationQuery:
		return url.QueryUnescape(value)
	}
	return value, nil
}

// BindRawQueryParameter binds one value of a raw query.
func BindRawQueryParameter(paramName, rawQuery string) (string, error) {
	q, err := url.ParseQuery(rawQuery)
	if err != nil {
		return "", err
	}
	if _, ok := q[paramName]; !ok {
		return "", errors.New("missing parameter")
	}
	return q.Get(paramName), nil
}
