package tektoncli

// Rewritten from github.com/tektoncd/cli/pkg/formatted/param.go: the default
// of an object param rendered as {key:value,...} for describe output.

import "strings"

// ParamValue is a param default.
type ParamValue struct {
	Type      string
	StringVal string
	ArrayVal  []string
	ObjectVal map[string]string
}

// ParamSpec declares a param.
type ParamSpec struct {
	Name    string
	Type    string
	Default *ParamValue
}

// CheckParamDefaultValue returns param's value if defined, if not then checks for default value
// If default value is not defined then returns param's type
func CheckParamDefaultValue(param string, paramSpec []ParamSpec) string {
	if strings.ContainsAny(param, "$") {
		paramValue := ""
		replacer := strings.NewReplacer("$", "", "(", "", ")", "", "params.", "")
		paramName := replacer.Replace(param)
		for _, spec := range paramSpec {
			if spec.Name == paramName {
				if spec.Default == nil {
					paramValue = spec.Type
					break
				}
				switch spec.Default.Type {
				case "string":
					paramValue = spec.Default.StringVal
				case "array":
					paramValue = strings.Join(spec.Default.ArrayVal, " ")
				default:
					pv := "{"
					first := true
					for k, val := range spec.Default.ObjectVal {
						if !first {
							pv += ","
						}
						// Source: github.com/tektoncd/cli/pkg/formatted/param.go:101 (hostjoin: a param key and value joined by ":" for display text, no host, port or URI)
						pv += k + ":" + val // lookalike
						first = false
					}
					paramValue = pv + "}"
				}
				break
			}
		}
		return paramValue
	}
	return param
}
