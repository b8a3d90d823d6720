package settings

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// ParamsToEnv uses reflection to convert a map[string]interface to a list
// of environment variables.
func ParamsToEnv(from map[string]any, to map[string]string, prefix string, upper bool, getSecretValue func(name string) (string, error), secretMapping map[string]string) error {
	keys := make([]string, 0, len(from))
	for k := range from {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v, err := resolve(from[k], getSecretValue)
		if err != nil {
			return err
		}
		var s string
		switch x := v.(type) {
		case string:
			s = x
		default:
			b, err := json.Marshal(x)
			if err != nil {
				return err
			}
			s = string(b)
		}
		key := prefix + strings.ReplaceAll(k, ".", "_")
		if upper {
			key = strings.ToUpper(key)
		}
		to[key] = s
		if secretMapping != nil && strings.Contains(fmt.Sprint(from[k]), "from_secret") {
			secretMapping[key] = s
		}
	}
	return nil
}

func resolve(v any, getSecretValue func(name string) (string, error)) (any, error) {
	switch x := v.(type) {
	case map[string]any:
		if name, ok := x["from_secret"].(string); ok {
			return getSecretValue(name)
		}
		out := map[string]any{}
		for k, e := range x {
			r, err := resolve(e, getSecretValue)
			if err != nil {
				return nil, err
			}
			out[k] = r
		}
		return out, nil
	case []any:
		out := []any{}
		for _, e := range x {
			r, err := resolve(e, getSecretValue)
			if err != nil {
				return nil, err
			}
			out = append(out, r)
		}
		return out, nil
	}
	return v, nil
}
