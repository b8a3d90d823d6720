package adguardhome

import (
	"fmt"
	"strings"
)

// parseDHCPOpt parses a DHCP option from the config, given as
// "CODE TYPE VALUE", for example "7 text http://192.168.1.1/wpad.dat".
func parseDHCPOpt(s string) (code, typ, val string, err error) {
	parts := strings.SplitN(s, " ", 3)
	if len(parts) < 2 {
		return "", "", "", fmt.Errorf("invalid option string %q", s)
	}

	code, typ = parts[0], parts[1]
	if len(parts) == 3 {
		val = parts[2]
	}

	return code, typ, val, nil
}
