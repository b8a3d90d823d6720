package objstore

import "gopkg.in/yaml.v2"

// SwiftConfig is the configuration of the swift client.
type SwiftConfig struct {
	AuthUrl           string `yaml:"auth_url"`
	Username          string `yaml:"username"`
	UserDomainName    string `yaml:"user_domain_name"`
	ProjectName       string `yaml:"project_name"`
	ProjectDomainName string `yaml:"project_domain_name"`
}

func parseConfig(conf []byte) (*SwiftConfig, error) {
	sc := &SwiftConfig{}
	if err := yaml.UnmarshalStrict(conf, sc); err != nil {
		return nil, err
	}
	return sc, nil
}
