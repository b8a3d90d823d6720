package juicefs

import (
	"fmt"
	"strings"
)

var boolMountFlags = map[string]bool{"no-usage-report": true, "verbose": true, "debug": true}
var valueMountFlags = map[string]bool{"cache-size": true, "free-space-ratio": true, "cache-dir": true, "metrics": true}

// handleSysMountArgs turns "mount.juicefs META-URL MOUNTPOINT -o opts" into a juicefs mount command line.
func handleSysMountArgs(args []string) ([]string, error) {
	newArgs := []string{"juicefs", "mount", "-d"}
	if len(args) < 3 {
		return nil, nil
	}
	var fuseOptions []string
	parseFlag := false
	for _, option := range args[3:] {
		if option == "-o" {
			parseFlag = true
			continue
		}
		if !parseFlag {
			continue
		}
		for _, opt := range strings.Split(option, ",") {
			name, value, hasValue := strings.Cut(opt, "=")
			switch {
			case boolMountFlags[name]:
				if name == "debug" {
					fuseOptions = append(fuseOptions, opt)
				}
				newArgs = append(newArgs, "--"+opt)
			case valueMountFlags[name] && hasValue:
				newArgs = append(newArgs, fmt.Sprintf("--%s=%s", name, value))
			case valueMountFlags[name]:
				return nil, fmt.Errorf("option %s requires a value", name)
			default:
				fuseOptions = append(fuseOptions, opt)
			}
		}
	}
	if len(fuseOptions) > 0 {
		newArgs = append(newArgs, "-o", strings.Join(fuseOptions, ","))
	}
	return append(newArgs, args[1], args[2]), nil
}
